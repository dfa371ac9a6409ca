/**
 * How an island whose HTML the server already renders hydrates when the visitor is not waiting on
 * it yet: when the browser is first idle, so its script is asked for after the first frame and never
 * shares the network with what that frame needs (decisions 038, 052). A main thread kept busy still
 * gets it after 1.5 s. Forms stay disabled until then (src/islands/forms/Form.tsx).
 */
export const WHEN_IDLE = { timeout: 1500 } as const;
