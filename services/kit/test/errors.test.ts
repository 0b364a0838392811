import { status } from '@grpc/grpc-js';
import { DomainError, fromGrpcError, toGrpcError, httpStatusOfKind, isDependencyDown } from '@screenshelf/kit';

describe('errors across gRPC', () => {
  it('keeps errorCode and a Korean message through gRPC metadata', () => {
    const error = new DomainError('ALREADY_CANCEL', '해지 취소 후 변경해주세요.', 'precondition');
    const wire = toGrpcError(error);
    expect(wire.code).toBe(status.FAILED_PRECONDITION);
    const back = fromGrpcError(wire);
    expect(back.errorCode).toBe('ALREADY_CANCEL');
    expect(back.message).toBe('해지 취소 후 변경해주세요.');
    expect(httpStatusOfKind[back.kind]).toBe(409);
  });

  it('names a deadline TIMEOUT (504) and an unreachable service SERVICE_UNAVAILABLE (503)', () => {
    const timeout = fromGrpcError({ code: status.DEADLINE_EXCEEDED });
    expect([timeout.errorCode, httpStatusOfKind[timeout.kind]]).toEqual(['TIMEOUT', 504]);
    const down = fromGrpcError({ code: status.UNAVAILABLE });
    expect([down.errorCode, httpStatusOfKind[down.kind]]).toEqual(['SERVICE_UNAVAILABLE', 503]);
  });

  it('answers anything unknown as a generic server error without leaking details', () => {
    const unknown = fromGrpcError(new Error('boom'));
    expect(unknown.toJSON()).toEqual({ errorCode: 'SERVER_ERROR', msg: 'a server error occurred' });
  });
});

describe('isDependencyDown (consumers wait for these instead of parking the event)', () => {
  it('tells a dependency outage from an event that cannot apply', () => {
    const down = [
      new DomainError('SERVICE_UNAVAILABLE', 'down', 'unavailable'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('no connection'), { name: 'ConnectionError' }),
      Object.assign(new Error('es said 503'), { name: 'ResponseError', meta: { statusCode: 503 } }),
      new Error('Connection terminated unexpectedly'),
    ];
    const poison = [
      new TypeError('cannot read properties of undefined'),
      Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }),
      Object.assign(new Error('mapper_parsing_exception'), { name: 'ResponseError', meta: { statusCode: 400 } }),
      new DomainError('VALIDATION_ERROR', 'bad', 'invalid'),
    ];
    expect(down.map(isDependencyDown)).toEqual(down.map(() => true));
    expect(poison.map(isDependencyDown)).toEqual(poison.map(() => false));
  });
});
