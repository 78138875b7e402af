import type { ReactNode } from 'react';

/**
 * A scrollable data table with real header cells; a column named `''` is an actions column (announced as "Actions",
 * not shown).
 */
export function Table({ columns, caption, children }: { columns: string[]; caption?: string; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th scope="col" key={i}>
                {c || <span className="visually-hidden">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
