import { data } from "react-router";

/** A /pro URL that names no page: the owner's own "page not found", inside his space and behind its door. */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function OwnerNotFound() {
  return null;
}
