import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type CellProps = { children?: ReactNode; 'data-label'?: string };

/** Each cell of a row names its column (`data-label`), which the phone layout shows beside the value. */
function labelCells(row: ReactNode, columns: string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row)) return row;
  let index = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement<CellProps>(cell)) return cell;
    const label = columns[index++] ?? '';
    return cloneElement(cell as ReactElement<CellProps>, { 'data-label': label });
  });
  return cloneElement(row, {}, cells);
}

/**
 * A data table with real header cells; a column named `''` is an actions column (announced as "Actions", not
 * shown). On a phone each row becomes a card of label–value lines, so nothing is wider than the screen. A table
 * wider than its room scrolls sideways; with `scrollLabel` that scrolling region is named and takes focus, so the
 * arrow keys scroll it.
 */
export function Table({
  columns,
  caption,
  scrollLabel,
  className,
  children,
}: {
  columns: string[];
  caption?: string;
  scrollLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap" {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}>
      <table className={className ? `reflow ${className}` : 'reflow'}>
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
        <tbody>{Children.map(children, (row) => labelCells(row, columns))}</tbody>
      </table>
    </div>
  );
}
