/** The fake Shiprocket's API password, shared by the fake (Node) and the tests (workerd). */
export const FAKE_SHIPROCKET_PASSWORD = "fake-shiprocket-api-password";
