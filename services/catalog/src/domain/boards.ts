import { z } from 'zod';
import { BOARD_LIMITS, domainError, notFound, plainText, type Caller } from '@screenshelf/kit';
import { uuid } from './library.js';

/**
 * Collections and team boards (issue 30): who may open and edit a board, and its limits. A personal
 * board is its owner's alone; a team board belongs to a Group Pro group, and whoever is in that group
 * now (manager or member, the caller token's groupId) may open and edit it — so leaving the group ends
 * the access at the next request. Anyone else is told the board is not there.
 */

/** Boards one person keeps (personal boards). */
export const BOARDS_PER_PERSON = 50;
/** Team boards one Group Pro group keeps. */
export const TEAM_BOARDS_PER_GROUP = 200;
/** Items on one board. */
export const ITEMS_PER_BOARD = 500;
export const BOARD_NAME_MAX = BOARD_LIMITS.nameMax;
export const ITEM_NOTE_MAX = BOARD_LIMITS.noteMax;
/** A board's covers: this many screens the reader may open. */
export const COVERS_PER_BOARD = 4;
/** A flow item shows this many of its first steps. */
export const FLOW_STEPS_SHOWN = 4;

export const COLLECTION_TARGET_TYPES = ['APP', 'FLOW', 'IMAGE'] as const;
export type CollectionTargetType = (typeof COLLECTION_TARGET_TYPES)[number];

const note = z.string().max(ITEM_NOTE_MAX);

export const NewCollection = z.object({ name: plainText(BOARD_NAME_MAX), team: z.boolean().default(false) });
export const CollectionChanges = z.object({ name: plainText(BOARD_NAME_MAX).optional(), shared: z.boolean().optional() });
export const NewCollectionItem = z.object({ targetType: z.enum(COLLECTION_TARGET_TYPES), targetId: uuid, note: note.default('') });
export const CollectionItemChanges = z.object({ note: note.optional(), position: z.number().int().min(0).optional() });

/** Whose a board is: a person's (no group) or a group's. */
export interface BoardOwnership {
  owner_id: string;
  group_id: string | null;
}

/** May the caller open and change this board? (The same people do both.) */
export const mayEdit = (caller: Caller, board: BoardOwnership): boolean =>
  board.group_id ? Boolean(caller.userId && caller.groupId && caller.groupId === board.group_id) : board.owner_id === caller.userId;

/** A board the caller may not open is answered as a missing one: ids of others' boards are not revealed. */
export const collectionNotFound = () => notFound('Collection');

/** A team board needs the caller in an active Group Pro group. */
export function teamOf(caller: Caller): string {
  if (!caller.groupId) throw domainError('GROUP_PRO_REQUIRED');
  return caller.groupId;
}

export function assertRoomForBoard(count: number, team: boolean): void {
  const limit = team ? TEAM_BOARDS_PER_GROUP : BOARDS_PER_PERSON;
  if (count >= limit) throw domainError('COLLECTION_LIMIT', { params: { limit } });
}

export function assertRoomForItem(count: number): void {
  if (count >= ITEMS_PER_BOARD) throw domainError('COLLECTION_FULL', { params: { limit: ITEMS_PER_BOARD } });
}

/** The board's items in their new order after moving `itemId` to `position` (past the end: last); the others keep theirs. */
export function moveItem(ids: readonly string[], itemId: string, position: number): string[] {
  const rest = ids.filter((id) => id !== itemId);
  const at = Math.min(position, rest.length);
  return [...rest.slice(0, at), itemId, ...rest.slice(at)];
}
