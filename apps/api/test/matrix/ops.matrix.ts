import { PUBLIC, type MatrixRow } from './authorization-matrix';

export const matrixRows: MatrixRow[] = [
  { endpoint: 'health', expect: PUBLIC },
  { endpoint: 'ready', expect: PUBLIC },
];
