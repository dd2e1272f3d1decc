// Grid timeline screen: tables as rows, time as columns, bookings as blocks.
export function GridScreen() {
  return <div aria-label="Grid timeline" />;
}
