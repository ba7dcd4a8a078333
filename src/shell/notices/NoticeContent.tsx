/**
 * One notice, rendered by its notice_type [SHELL-23..27]: 1 plain text, 2 images, 3 markdown,
 * 4 a carousel of images, 5 videos. Markdown never renders raw HTML (it is dropped). Image and
 * video addresses must be same-origin paths or https on an allowed host, link targets http(s),
 * mailto or same-origin (src/common/safeUrl.ts); any other address is dropped before rendering, so
 * a `<script>`, a `javascript:` or `data:` address or a foreign image in a notice is inert.
 */
import { Carousel, Image } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import ReactMarkdown, { type Components } from 'react-markdown';
import { safeLinkUrl, safeMediaUrl } from '../../common/safeUrl';
import type { Notice } from '../../common/shell';
import { noticePaths, noticeText } from './noticeText';

const markdownComponents: Components = {
  // Links leave the app in a new tab, without handing it a reference to this one.
  a: ({ href, children }) => (
    <a href={href || undefined} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // An image whose address was refused renders as nothing (not as <img src="">).
  img: ({ src, alt }) => (typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} /> : null),
};

/** Image sources follow the media rule, every other address (link targets) the link rule; null drops it. */
const markdownUrl = (url: string, key: string): string | null => (key === 'src' ? safeMediaUrl(url) : safeLinkUrl(url));

export function NoticeMarkdown({ text }: { text: string }) {
  return (
    <div className="notice-markdown">
      <ReactMarkdown skipHtml components={markdownComponents} urlTransform={markdownUrl}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

export function NoticeContent({ notice }: { notice: Notice }): ReactNode {
  const intl = useIntl();
  switch (notice.notice_type) {
    case 1:
      return <p className="notice-text">{noticeText(notice)}</p>;
    case 2:
      return (
        <div className="notice-images">
          <Image.PreviewGroup>
            {noticePaths(notice).map((src, i, all) => (
              // The alt text also names the preview button antd wraps the image in.
              <Image key={src} src={src} alt={intl.formatMessage({ id: 'notice.image' }, { index: i + 1, count: all.length })} width="100%" />
            ))}
          </Image.PreviewGroup>
        </div>
      );
    case 3:
      return <NoticeMarkdown text={noticeText(notice)} />;
    case 4:
      return (
        <Carousel className="notice-carousel" autoplay autoplaySpeed={4000} arrows dots>
          {noticePaths(notice).map((src) => (
            <div key={src}>
              <img className="notice-carousel-image" src={src} alt="" />
            </div>
          ))}
        </Carousel>
      );
    case 5:
      return (
        <div className="notice-videos">
          {noticePaths(notice).map((src) => (
            <video key={src} className="notice-video" src={src} controls preload="metadata" playsInline />
          ))}
        </div>
      );
    default:
      return <p className="notice-text">{noticeText(notice)}</p>;
  }
}

export default NoticeContent;
