/** How the order screens write a moment (a status change, a courier's scan): "22 Nov 2026, 4:05 pm". */
export const orderTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
