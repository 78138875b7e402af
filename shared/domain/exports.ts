/** A finished export handed out as a download link instead of in the response body. */
export interface ExportFile {
  tenantId: string;
  formId: string;
  /** The name the browser saves it under (ASCII, no quotes). */
  filename: string;
  contentType: string;
  body: string;
}

/** Port: where exports too large for a Lambda response go (the files bucket). */
export interface ExportFileStorage {
  /** Stores the file and returns a URL that downloads it for `expiresInSeconds`. */
  publish(file: ExportFile, expiresInSeconds: number): Promise<string>;
}
