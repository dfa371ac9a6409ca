/**
 * How the cart and the visitor forms, whose HTML the server already renders, hydrate: when the
 * browser is first idle, so their script is asked for after the first frame and never shares the
 * network with what that frame needs (decisions 038, 052). A main thread kept busy still gets them
 * after 1.5 s. Forms stay disabled until then (src/islands/forms/Form.tsx). The product page's buy
 * box waits for idle time without a timeout (decision 026).
 */
export const WHEN_IDLE = { timeout: 1500 } as const;
