// The contract's message catalogue (msg.* texts in all five languages) as its own chunk: the landing
// page renders without it and i18next receives it a moment later (see i18n.ts).
export { messagesFor } from '@osk/contract';
