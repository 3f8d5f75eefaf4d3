/**
 * Marks a conversation read once its newest message is on screen (issue 31 item 4): when the
 * element of the newest message intersects the viewport while the tab is visible, POST
 * .../read { upTo: its id }, once per id, and only when there is something to read (`wanted`:
 * unread messages, or a newer message from the other party, as the live stream brings).
 */
import type { ChatMessage } from "@gaadi/shared";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useMarkConversationRead } from "./api/mark-read";

export function useMarkReadWhenSeen(
  conversationId: string,
  newest: ChatMessage | undefined,
  element: RefObject<HTMLElement | null>,
  wanted: boolean,
): void {
  const mark = useMarkConversationRead();
  const marked = useRef(0);
  const [inView, setInView] = useState(false);
  const [visible, setVisible] = useState(
    () => typeof document === "undefined" || document.visibilityState === "visible",
  );

  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new newest message is a new element
  useEffect(() => {
    const el = element.current;
    if (!el) return setInView(false);
    if (typeof IntersectionObserver === "undefined") return setInView(true);
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.some((e) => e.isIntersecting)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [element, newest?.id]);

  const id = newest?.id ?? 0;
  const { mutate } = mark;
  useEffect(() => {
    if (!wanted || !inView || !visible || id <= marked.current) return;
    marked.current = id;
    mutate({ conversationId, upTo: id });
  }, [wanted, inView, visible, id, conversationId, mutate]);
}
