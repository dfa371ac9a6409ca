/**
 * What the admin user endpoints answer: an account exactly as its owner sees it (user.ts `User`),
 * so a field of a user means one thing wherever it appears.
 */
import { pageOf } from "./admin-lists.ts";
import { successWith } from "./envelope.ts";
import { userSchema } from "./user.ts";

export const adminUserListResponse = pageOf(userSchema);
export const adminUserResponse = successWith(userSchema);
