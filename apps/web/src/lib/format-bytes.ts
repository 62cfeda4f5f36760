const number = (value: number) => value.toLocaleString('es-ES', { maximumFractionDigits: 1 });

/** A size as people read it: "820 KB", "12,5 MB", "1 GB" (binary units, as files are counted). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024)
    return `${(bytes / 1024).toLocaleString('es-ES', { maximumFractionDigits: 0 })} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${number(bytes / 1024 / 1024)} MB`;
  return `${number(bytes / 1024 / 1024 / 1024)} GB`;
}
