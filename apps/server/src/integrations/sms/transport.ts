/** A text message to send. `to` is a phone number (9 national digits or with a country prefix). */
export interface SmsMessage {
  to: string;
  text: string;
  /** Our id of the message, sent as the gateway's idx so a retried send is not sent twice. */
  idx?: string | undefined;
}

/** Sends SMS; the outbox worker calls it. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}
