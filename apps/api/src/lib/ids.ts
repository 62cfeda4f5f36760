/**
 * UUID v7: time-ordered, so primary-key inserts stay local in the index (DESIGN §4). The library's
 * counter keeps ids strictly increasing within a process, even within one millisecond: the
 * outbox sends the messages of one transaction in the order they were written (ordered by id).
 */
export { uuidv7 } from 'uuidv7';
