/**
 * Who may know a kept question's conversation: only the person who asked. A seller's view lists
 * anyone's questions about their products (what buyers want to know), never who asked: a
 * conversation id would tie one person's questions together and is of no use to anyone else.
 */
export const seesConversation = (readerId: string | null, askerId: string): boolean => !!readerId && readerId === askerId;
