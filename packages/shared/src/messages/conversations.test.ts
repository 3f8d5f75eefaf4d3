import { describe, expect, it } from "vitest";
import { CONVERSATION_MSG } from "./conversations.js";

describe("CONVERSATION_MSG.replyTime (issue 31 item 4)", () => {
  it("says minutes under an hour (one at least, singular for one), hours under a day, else days", () => {
    expect(CONVERSATION_MSG.replyTime(0)).toBe("Usually replies within 1 minute");
    expect(CONVERSATION_MSG.replyTime(25)).toBe("Usually replies within 25 minutes");
    expect(CONVERSATION_MSG.replyTime(60)).toBe("Usually replies within 1 hour");
    expect(CONVERSATION_MSG.replyTime(61)).toBe("Usually replies within 2 hours");
    expect(CONVERSATION_MSG.replyTime(24 * 60 + 1)).toBe("Usually replies within 2 days");
  });
});
