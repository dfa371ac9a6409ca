/**
 * A call to a service the shop depends on (the payment gateway, the courier) that failed: the HTTP
 * status it answered, or 0 when it did not answer at all (network failure, timeout).
 */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** The service did not answer, or failed on its side (a 5xx): worth asking again later. */
  get unavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}
