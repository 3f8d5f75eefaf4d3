import type { ChatMessage } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { withMessage, withReplaced } from "./thread-cache";

const message = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: "c1",
  senderId: "u1",
  senderRole: "renter",
  text: `m${id}`,
  masked: false,
  photos: [],
  createdAt: "2026-12-07T04:00:00Z",
  deletedAt: null,
  ...over,
});

const thread = (...pages: number[][]) => ({
  pages: pages.map((ids, i) => ({
    success: true as const,
    messages: ids.map((id) => message(id)),
    nextBefore: i < pages.length - 1 ? (ids[ids.length - 1] ?? null) : null,
  })),
  pageParams: pages.map((_, i) => (i === 0 ? undefined : i)),
});

const ids = (t: ReturnType<typeof thread>) => t.pages.map((p) => p.messages.map((m) => m.id));

describe("a thread's cache", () => {
  it("puts a new message first on the first page, in id order", () => {
    expect(ids(withMessage(thread([5, 4], [3, 2]), message(6)))).toEqual([
      [6, 5, 4],
      [3, 2],
    ]);
    // A message committed before one already shown lands below it.
    expect(ids(withMessage(thread([7, 5]), message(6)))).toEqual([[7, 6, 5]]);
  });

  it("never adds a message twice (the sender's answer and the live stream)", () => {
    const once = withMessage(thread([5, 4]), message(6));
    expect(ids(withMessage(once, message(6)))).toEqual([[6, 5, 4]]);
    expect(ids(withMessage(thread([5], [3]), message(3)))).toEqual([[5], [3]]);
  });

  it("replaces a deleted message where it is", () => {
    const deleted = message(3, { text: "", deletedAt: "2026-12-07T04:01:00Z" });
    const next = withReplaced(thread([5, 4], [3, 2]), deleted);
    expect(ids(next)).toEqual([
      [5, 4],
      [3, 2],
    ]);
    expect(next.pages[1]?.messages[0]?.deletedAt).toBe("2026-12-07T04:01:00Z");
    const same = thread([5]);
    expect(withReplaced(same, deleted)).toBe(same);
  });
});
