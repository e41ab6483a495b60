/**
 * The allocation board (back office): a park's units by grade and nights across, with stays,
 * holds and blocks as bars; moving a stay by dragging it or through its dialog (the server
 * decides and re-prices), blocking a unit for maintenance and removing a block.
 */
export { AllocationBoard, type AllocationBoardProps } from './components/allocation-board';
export { BoardPanel, type BoardPanelProps, type BoardWindowChange } from './components/board-panel';
