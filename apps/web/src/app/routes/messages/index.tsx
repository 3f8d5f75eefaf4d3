/** /messages on a wide screen: the conversation pane before one is chosen (issue 31 item 5). */
import { CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { MessagesSquare } from "lucide-react";

export default function ChooseConversation() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-slate-50 p-8 text-center text-slate-500">
      <MessagesSquare className="size-12 text-slate-300" aria-hidden />
      <p>{TEXT.chooseConversation}</p>
    </div>
  );
}
