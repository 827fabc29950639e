/**
 * Posts fields as a browser form does (urlencoded, so the server's form guards accept it; the browser adds
 * the Origin header the owner's space requires) and returns the JSON answer with its status.
 */
export async function postForm<T>(url: string, fields: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    credentials: "same-origin",
  });
  return { status: response.status, body: (await response.json()) as T };
}
