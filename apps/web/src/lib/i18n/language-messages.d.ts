// The message catalogue of one language (build/language-messages.ts).
declare module 'virtual:osk-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
