import { status } from '@grpc/grpc-js';
import { DomainError, fromGrpcError, toGrpcError, httpStatusOfKind } from '@screenshelf/kit';

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
