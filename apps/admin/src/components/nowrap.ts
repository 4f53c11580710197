/**
 * Keeps a short unbreakable text (an e-mail, a shop order number, a code, a column header such as
 * "Số lượng") on one line: antd's table cells break long words anywhere (`overflow-wrap: break-word`),
 * which at 1366 px split `hong.6228@example.vn` and 19-digit order numbers mid-word (decision 0091). The
 * table then scrolls sideways rather than break them.
 */
export const nowrap = { whiteSpace: 'nowrap' } as const;

/** `onHeaderCell` / `onCell` of a column whose header or cells stay on one line. */
export const nowrapCell = () => ({ style: nowrap });
