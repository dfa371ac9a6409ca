/**
 * /admin/users: status and role filters (opening on active accounts with the User role, as the
 * earlier panel did), search, joined date;
 * suspend/reactivate and grant/revoke admin for everyone but yourself (the server refuses that too).
 */
import type { adminUserResponse } from "../../../domain/api/admin-users.ts";
import type { UserDto } from "../../../domain/api/user.ts";
import { useState } from "react";
import { USER_ROLES, USER_STATUSES } from "../../../domain/users.ts";
import { adminApi, storedUser } from "../../lib/admin-panel.ts";
import { adminScreen } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminFilter, AdminTableList, ListFilters, SearchField } from "./AdminList.tsx";
import { day, Notice, StatusBadge } from "./ui.tsx";
import { RowButton } from "../forms/RowButton.tsx";

type UserRow = UserDto;

function UsersView() {
  const me = storedUser();
  const myId = me?.id ?? me?._id;
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAdminList<UserRow, "status" | "role">("/api/admin/getallusers", {
    filters: { status: "Active", role: "User" },
    search: "",
  });

  const change = (user: UserRow, path: "status" | "role", body: Record<string, string>, done: string) =>
    list.act(async () => {
      await adminApi.put<typeof adminUserResponse>(`/api/admin/users/${user.id}/${path}`, body);
      setNotice(done);
    });

  return (
    <>
      <h1>Users</h1>
      <ListFilters list={list}>
        <AdminFilter label="Status" filter={list.filter("status")} options={[...USER_STATUSES, "All"]} />
        <AdminFilter label="Role" filter={list.filter("role")} options={[...USER_ROLES, "All"]} />
        <SearchField label="Search users" list={list} placeholder="Name, e-mail or phone" />
      </ListFilters>
      <Notice message={notice} />
      <AdminTableList
        list={list}
        what="users"
        empty="No users match."
        caption="Users"
        columns={["Name", "E-mail", "Role", "Status", "Joined", "Actions"]}
        row={(u) => (
          <tr key={u.id}>
            <th scope="row">{u.name}</th>
            <td>{u.email}</td>
            <td>{u.role}</td>
            <td>
              <StatusBadge status={u.status} />
            </td>
            <td>{day(u.joined)}</td>
            <td className="actions">
              {u.id === myId ? (
                <span className="muted">You</span>
              ) : (
                <>
                  {u.status === "Suspended" ? (
                    <RowButton
                      label={`Reactivate ${u.name}`}
                      onClick={() =>
                        void change(u, "status", { status: "Active" }, `${u.name} can sign in again.`)
                      }
                    >
                      Reactivate
                    </RowButton>
                  ) : (
                    <RowButton
                      tone="danger"
                      label={`Suspend ${u.name}`}
                      onClick={() =>
                        window.confirm(
                          `Suspend ${u.name}? They are signed out everywhere and cannot sign in.`,
                        ) && void change(u, "status", { status: "Suspended" }, `${u.name} is suspended.`)
                      }
                    >
                      Suspend
                    </RowButton>
                  )}
                  {u.role === "Admin" ? (
                    <RowButton
                      label={`Remove admin rights from ${u.name}`}
                      onClick={() =>
                        void change(u, "role", { role: "User" }, `${u.name} is no longer an admin.`)
                      }
                    >
                      Remove admin
                    </RowButton>
                  ) : (
                    <RowButton
                      label={`Make admin: ${u.name}`}
                      onClick={() =>
                        window.confirm(`Make ${u.name} an admin? They can change everything in the shop.`) &&
                        void change(u, "role", { role: "Admin" }, `${u.name} is now an admin.`)
                      }
                    >
                      Make admin
                    </RowButton>
                  )}
                </>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}

export default adminScreen(UsersView);
