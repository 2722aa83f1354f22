import { redirect } from "react-router";

/** `/studio` opens the inbox (behind the studio layout's sign-in check, like every page under it). */
export function loader() {
  return redirect("/studio/inbox");
}
