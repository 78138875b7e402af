/** A page of a cursor-paginated list: the service returns `next_cursor: null` on the last page. */
export interface CursorPage {
  next_cursor: string | null;
}

/**
 * Every item of a cursor-paginated list, fetched page by page as the caller iterates (stop early with `break` and no
 * further page is requested). `fetchPage` receives the opaque cursor to pass back unchanged (undefined first).
 *
 * @example
 * for await (const s of paginate((cursor) => client.GET('/v1/forms/{id}/submissions', { params: { path: { id }, query: { cursor } } }), (p) => p.items)) …
 */
export async function* paginate<Page extends CursorPage, Item>(
  fetchPage: (cursor: string | undefined) => Promise<Page>,
  itemsOf: (page: Page) => readonly Item[],
): AsyncGenerator<Item, void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* itemsOf(page);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
}
