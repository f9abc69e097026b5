import type { FileItem } from '@/lib/entries';
import { imageUrl } from '@/lib/images';
import { imageSrc, linkHref } from '@/lib/markdown-policy';
import { ELEMENT_LABELS } from './labels';
import styles from './elements.module.css';

/** 'application/pdf' → 'PDF', 'text/csv' → 'CSV'. */
export function fileTypeLabel(type: string, name = ''): string {
  const sub = type.split('/')[1]?.split(/[+;]/)[0] ?? '';
  if (sub && !/^(octet-stream|x-)/.test(sub)) return sub.replace(/^vnd\./, '').toUpperCase();
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  return ext ? ext.toUpperCase() : 'File';
}

/** An image file with its caption; nothing when the URL fails the image policy. */
export function ImageFigure({ file, priority = false }: { file: FileItem; priority?: boolean }) {
  const safe = imageSrc(file.url);
  if (!safe) return null;
  return (
    <figure className={styles.figure}>
      {/* eslint-disable-next-line @next/next/no-img-element -- content images of known aspect from local or vendor hosts */}
      <img
        className={styles.image}
        src={imageUrl(safe)}
        alt={file.title || file.description || ''}
        width={1200}
        height={800}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      {file.caption && <figcaption className={styles.caption}>{file.caption}</figcaption>}
    </figure>
  );
}

/** A non-image file as a download link: title (else name), type and caption. */
export function FileLink({ file }: { file: FileItem }) {
  const href = linkHref(file.url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href ?? '')?.[1]?.toLowerCase();
  if (!href || (scheme && scheme !== 'http' && scheme !== 'https')) return null;
  const label = file.title || file.name || href;
  return (
    <li className={styles.file}>
      <a href={href} download={file.name || undefined} type={file.type || undefined}>
        {label}
      </a>{' '}
      <span className={styles.fileType}>({fileTypeLabel(file.type, file.name)}{file.name && file.title ? `, ${file.name}` : ''})</span>
      {file.caption && <span className={styles.fileCaption}>{file.caption}</span>}
    </li>
  );
}

/** A file element: images as a gallery of captioned figures, other files as download links. */
export function FileElement({ files, heading }: { files: readonly FileItem[]; heading?: string }) {
  const images = files.filter((f) => f.isImage && imageSrc(f.url));
  const others = files.filter((f) => !images.includes(f));
  if (images.length === 0 && others.length === 0) return null;
  return (
    <section className={styles.section} aria-label={heading || ELEMENT_LABELS.gallery}>
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      {images.length > 0 && (
        <div className={styles.gallery}>
          {images.map((file, i) => (
            <ImageFigure key={file.id || i} file={file} />
          ))}
        </div>
      )}
      {others.length > 0 && (
        <ul className={styles.files} aria-label={ELEMENT_LABELS.downloads}>
          {others.map((file, i) => (
            <FileLink key={file.id || i} file={file} />
          ))}
        </ul>
      )}
    </section>
  );
}
