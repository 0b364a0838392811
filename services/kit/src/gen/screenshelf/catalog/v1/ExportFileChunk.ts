// Original file: boards.proto


export interface ExportFileChunk {
  'data'?: (Buffer | Uint8Array | string);
}

export interface ExportFileChunk__Output {
  'data': (Buffer);
}
