/** Owner layout (owner document section 2): welcome bar, side menu, nested content. */
import { Outlet } from "react-router";

export default function OwnerLayout() {
  return <Outlet />;
}
