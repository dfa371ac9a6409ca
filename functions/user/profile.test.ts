import { describe, expect, it } from "vitest";
import {
  expectResetLinkSpent,
  loginStatus,
  openLoginLinks,
  queueLoginLinkFor,
  resetLinkTokenFor,
} from "../test/account-links.ts";
import { createUser, loginAs, outboxFor, tokenFor } from "../test/builders.ts";
import { api, ASK_FOR_REFRESH_TOKEN, FROM_BROWSER } from "../test/http.ts";

const put = (token: string, json: unknown) => api("/api/user/profile", { method: "PUT", token, json });

describe("GET/PUT /api/user/profile", () => {
  it("needs a signed-in user", async () => {
    expect((await api("/api/user/profile")).status).toBe(401);
    expect((await api("/api/user/profile", { method: "PUT", json: { name: "X" } })).status).toBe(401);
  });

  it("returns the signed-in user's own data without secrets", async () => {
    const user = await createUser({ name: "Asha Kumar", phone: "9876543210", city: "Pune" });
    await createUser({ name: "Someone Else" });
    const res = await api("/api/user/profile", { token: await tokenFor(user) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      _id: user.id,
      name: "Asha Kumar",
      email: user.email,
      phone: "9876543210",
      city: "Pune",
      isAdmin: false,
    });
    expect(res.text).not.toMatch(/password/i);
  });

  it("saves the name, phone, address and personal-info fields", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const fields = {
      name: "Asha K",
      phone: "+91 98765-43210",
      firstName: "Asha",
      lastName: "Kumar",
      address: "12 MG Road",
      city: "Pune",
      state: "Maharashtra",
      zipCode: "411001",
    };
    const res = await put(token, fields);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: "Profile Updated Successfully!",
      data: { ...fields, phone: "+919876543210" },
    });
    expect((await api("/api/user/profile", { token })).json.data).toMatchObject({
      city: "Pune",
      zipCode: "411001",
    });
  });

  it.each([
    [{ phone: "12345" }, "Phone number must be 10 to 15 digits (an optional + first)"],
    [{ zipCode: "4110" }, "Please enter a valid 6-digit pincode."],
    [{ zipCode: "011001" }, "Please enter a valid 6-digit pincode."],
    [{ name: "  " }, "Name is required"],
    [{ email: "nope" }, "Email is invalid"],
    [{ address: "x".repeat(501) }, "This field is too long"],
  ])("refuses %j with '%s'", async (json, message) => {
    const user = await createUser();
    const res = await put(await tokenFor(user), json);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message });
  });

  it("asks for a new e-mail only with the current password", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    expect((await put(token, { email: "new@example.com" })).json).toEqual({
      success: false,
      message: "Please enter your current password to change your email",
    });
    expect((await put(token, { email: "new@example.com", currentPassword: "wrong-one" })).json).toEqual({
      success: false,
      message: "Your current password is incorrect",
    });
    expect(await outboxFor(user.email)).toEqual([]);
    expect(await outboxFor("new@example.com")).toEqual([]);
  });

  it("limits current-password guesses on an e-mail change like password changes (5 per 15 minutes)", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    for (let i = 0; i < 5; i += 1)
      expect((await put(token, { email: "guess@example.com", currentPassword: `wrong-${i}` })).status).toBe(
        400,
      );
    const blocked = await put(token, { email: "guess@example.com", currentPassword: user.password });
    expect(blocked.status).toBe(429);
    expect((await api("/api/user/profile", { token })).json.data.email).toBe(user.email);
  });

  it("does not ask for the password when the e-mail is sent unchanged, and writes to no one", async () => {
    const user = await createUser();
    expect((await put(await tokenFor(user), { email: user.email, phone: "9876543210" })).status).toBe(200);
    expect(await outboxFor(user.email)).toEqual([]);
  });

  it("refuses an e-mail another account has", async () => {
    await createUser({ email: "taken@example.com" });
    const user = await createUser();
    const res = await put(await tokenFor(user), {
      email: "taken@example.com",
      currentPassword: user.password,
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Another account already uses this email address.");
  });

  it("cannot change role or status through the profile", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const res = await put(token, { role: "Admin", status: "Active", isAdmin: true, name: "Sneaky" });
    expect(res.json.data).toMatchObject({ name: "Sneaky", role: "User", isAdmin: false });
  });
});

describe("PUT /api/user/password", () => {
  it("changes the password with the current one, ends other sessions and starts a new one", async () => {
    const user = await createUser();
    const other = await loginAs(user);
    const res = await api("/api/user/password", {
      method: "PUT",
      token: other.token,
      headers: ASK_FOR_REFRESH_TOKEN,
      json: { currentPassword: user.password, newPassword: "fresh-ginger-2025" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toContain(`shop_refresh=${res.json.refreshToken}`);
    expect(res.json).toMatchObject({ success: true, message: "Your password has been changed." });
    expect(res.json.token).toBeTruthy();
    expect(
      (await api("/api/auth/refresh", { method: "POST", json: { refreshToken: other.refreshToken } })).status,
    ).toBe(401);
    expect(
      (await api("/api/auth/refresh", { method: "POST", json: { refreshToken: res.json.refreshToken } }))
        .status,
    ).toBe(200);
    expect(
      (
        await api("/api/auth/login", {
          method: "POST",
          json: { email: user.email, password: "fresh-ginger-2025" },
        })
      ).status,
    ).toBe(200);
    // The owner is told, as after a reset: a change they did not make does not go unseen.
    const notice = (await outboxFor(user.email)).at(-1)!;
    expect(notice.subject).toBe("Your Asthiveda password was changed");
    expect(notice.body_text).toContain("every other signed-in device was signed out");
  });

  it("spends the reset and log-in links sent before the change: neither can undo it", async () => {
    const user = await createUser();
    const resetToken = await resetLinkTokenFor(user.email);
    await queueLoginLinkFor(user.id);
    const changed = await api("/api/user/password", {
      method: "PUT",
      token: await tokenFor(user),
      json: { currentPassword: user.password, newPassword: "fresh-ginger-2025" },
    });
    expect(changed.status).toBe(200);
    await expectResetLinkSpent(resetToken, "old-habit-2024");
    expect(await openLoginLinks(user.id)).toEqual({ n: 0 });
    expect(await loginStatus(user.email, "fresh-ginger-2025")).toBe(200);
    expect(await loginStatus(user.email, "old-habit-2024")).toBe(401);
  });

  it("gives the new session's refresh token to the account screen in its cookie only", async () => {
    const user = await createUser();
    const res = await api("/api/user/password", {
      method: "PUT",
      token: await tokenFor(user),
      headers: { ...FROM_BROWSER, ...ASK_FOR_REFRESH_TOKEN },
      json: { currentPassword: user.password, newPassword: "fresh-ginger-2025" },
    });
    expect(res.status).toBe(200);
    expect(res.json.token).toBeTruthy();
    expect(res.json).not.toHaveProperty("refreshToken");
    expect(res.headers.get("Set-Cookie")).toMatch(/shop_refresh=[A-Za-z0-9_-]{43};.*HttpOnly/);
  });

  it("refuses a wrong current password and a weak new one, and tells no one", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    expect(
      (
        await api("/api/user/password", {
          method: "PUT",
          token,
          json: { currentPassword: "wrong-one", newPassword: "fresh-ginger-2025" },
        })
      ).json.message,
    ).toBe("Your current password is incorrect");
    expect(
      (
        await api("/api/user/password", {
          method: "PUT",
          token,
          json: { currentPassword: user.password, newPassword: "12345678" },
        })
      ).json.message,
    ).toBe("This password is too common. Please choose one that is harder to guess.");
    expect(await outboxFor(user.email)).toEqual([]);
  });
});
