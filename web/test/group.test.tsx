/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GroupMembers } from '../src/features/membership/GroupMembers';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const member = { userId: '22222222-2222-4222-8222-222222222222', email: 'jun@example.com', name: 'Jun', addedAt: '' };

test('adding a group member checks the email, previews the extra fee, then saves the group', async () => {
  let members: (typeof member)[] = [];
  const gw = fakeGateway({
    'GET /api/auth/session': { user: signedInUser, expires: '2030-01-01T00:00:00.000Z' },
    'GET /api/auth/session-check': { ok: true, isValid: true },
    'GET /api/v2/users/memberships/mypage/groups': () => ({ data: { membershipId: 'm1', managerId: signedInUser.id, groupSize: members.length + 1, members, chargedAmount: 0 } }),
    'GET /api/v2/users/memberships/groups/validation': (call) =>
      call.url.includes('nobody') ? { status: 404, body: { errorCode: 'USER_NOT_FOUND', msg: '서비스에 가입된 회원이 아닙니다.' } } : { data: { userId: member.userId, email: member.email, name: null } },
    'GET /api/v2/users/memberships/groups/preview-additional-fee': { data: { currentGroupSize: 1, groupSize: 2, additionalFee: 7420, nextAmount: 25330 } },
    'PUT /api/v2/users/memberships/groups': (call) => {
      members = (call.body as { memberIds: string[] }).memberIds.map(() => member);
      return { data: { membershipId: 'm1', groupSize: members.length + 1, members, chargedAmount: 7420 } };
    },
  });
  render(renderTree(<GroupMembers />).tree);
  await screen.findByText('No members added yet.');
  const input = screen.getByRole('textbox', { name: 'Member email' });

  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Enter the email.');

  fireEvent.change(input, { target: { value: 'nobody@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not a member of Screenshelf.'));

  fireEvent.change(input, { target: { value: 'jun@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  const fee = await screen.findByRole('alertdialog');
  expect(fee.textContent).toContain('₩7,420 is charged now');
  expect(gw.callsTo('GET', '/api/v2/users/memberships/groups/preview-additional-fee')[0]?.url).toContain('groupSize=2');
  fireEvent.click(within(fee).getByRole('button', { name: 'Pay ₩7,420 and add' }));
  await screen.findByText('jun@example.com');
  expect(gw.callsTo('PUT', '/api/v2/users/memberships/groups')[0]?.body).toEqual({ memberIds: [member.userId] });
});
