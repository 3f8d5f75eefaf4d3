/** /messages/:id: one conversation (issue 31 item 5), a fresh view per conversation. */
import { useParams } from "react-router";
import { ConversationView } from "@/features/messages/components/conversation-view";

export default function ConversationPage() {
  const { id = "" } = useParams();
  return <ConversationView key={id} id={id} />;
}
