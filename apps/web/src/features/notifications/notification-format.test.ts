import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { badgeText, relativeTimeLabel } from "./notification-format";

const now = new Date("2026-12-10T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("badgeText (the bell's unread badge)", () => {
  it("shows the count up to 99 and '99+' above", () => {
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(2500)).toBe("99+");
  });
});

describe("relativeTimeLabel (customer document section 4)", () => {
  it("says 'Just now' under one hour, and for a time slightly ahead of ours", () => {
    expect(relativeTimeLabel(ago(0), now)).toBe("Just now");
    expect(relativeTimeLabel(ago(HOUR - 1), now)).toBe("Just now");
    expect(relativeTimeLabel(ago(-5 * MIN), now)).toBe("Just now");
  });

  it("counts whole hours from one hour to just under 24", () => {
    expect(relativeTimeLabel(ago(HOUR), now)).toBe("1h ago");
    expect(relativeTimeLabel(ago(2 * HOUR - 1), now)).toBe("1h ago");
    expect(relativeTimeLabel(ago(DAY - 1), now)).toBe("23h ago");
  });

  it("counts whole days from 24 hours to just under 7 days", () => {
    expect(relativeTimeLabel(ago(DAY), now)).toBe("1d ago");
    expect(relativeTimeLabel(ago(7 * DAY - 1), now)).toBe("6d ago");
  });

  it("shows the local date from 7 days on, months as on every screen", () => {
    const created = ago(7 * DAY);
    const label = relativeTimeLabel(created, now);
    expect(label).toBe(format(new Date(created), "d MMM yyyy"));
    expect(label).toMatch(/2026/);
    expect(label).not.toMatch(/ago|Just now/);
    expect(relativeTimeLabel("2026-09-07T06:30:00.000Z", new Date("2026-11-01T00:00:00Z"))).toBe(
      "7 Sep 2026",
    );
  });
});
