import { VISITOR, type Caller } from '@screenshelf/kit';
import {
  assertRoomForBoard,
  assertRoomForItem,
  BOARDS_PER_PERSON,
  ITEMS_PER_BOARD,
  mayEdit,
  moveItem,
  teamOf,
  TEAM_BOARDS_PER_GROUP,
} from '../src/domain/boards.js';

const user = (userId: string, groupId?: string): Caller => ({ userId, role: 'USER', plan: groupId ? 'GROUP_PRO' : 'STARTER', paid: Boolean(groupId), ...(groupId ? { groupId } : {}) });

describe('boards: who may open and edit', () => {
  it('a personal board is its owner’s alone, whatever their group', () => {
    const board = { owner_id: 'u1', group_id: null };
    expect(mayEdit(user('u1'), board)).toBe(true);
    expect(mayEdit(user('u1', 'g1'), board)).toBe(true);
    expect(mayEdit(user('u2', 'g1'), board)).toBe(false);
    expect(mayEdit(VISITOR, board)).toBe(false);
  });

  it('a team board is whoever is in its group now — not its maker once they left', () => {
    const board = { owner_id: 'u1', group_id: 'g1' };
    expect(mayEdit(user('u2', 'g1'), board)).toBe(true);
    expect(mayEdit(user('u1'), board)).toBe(false);
    expect(mayEdit(user('u3', 'g2'), board)).toBe(false);
    expect(mayEdit({ ...VISITOR, groupId: 'g1' }, board)).toBe(false);
  });

  it('a team board needs a Group Pro group', () => {
    expect(teamOf(user('u1', 'g1'))).toBe('g1');
    expect(() => teamOf(user('u1'))).toThrow(expect.objectContaining({ errorCode: 'GROUP_PRO_REQUIRED', kind: 'forbidden' }));
  });
});

describe('boards: limits and order', () => {
  it('counts boards per person and per group, items per board', () => {
    expect(() => assertRoomForBoard(BOARDS_PER_PERSON - 1, false)).not.toThrow();
    expect(() => assertRoomForBoard(BOARDS_PER_PERSON, false)).toThrow(expect.objectContaining({ errorCode: 'COLLECTION_LIMIT', kind: 'conflict' }));
    expect(() => assertRoomForBoard(BOARDS_PER_PERSON, true)).not.toThrow();
    expect(() => assertRoomForBoard(TEAM_BOARDS_PER_GROUP, true)).toThrow(expect.objectContaining({ errorCode: 'COLLECTION_LIMIT' }));
    expect(() => assertRoomForItem(ITEMS_PER_BOARD - 1)).not.toThrow();
    expect(() => assertRoomForItem(ITEMS_PER_BOARD)).toThrow(expect.objectContaining({ errorCode: 'COLLECTION_FULL', kind: 'conflict' }));
  });

  it('moves an item and shifts the ones between; past the end is last', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 'b', 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(['a', 'b'], 'a', 0)).toEqual(['a', 'b']);
  });
});
