/**
 * One notice, rendered by its notice_type [SHELL-23..27]: 1 plain text, 2 images, 3 markdown,
 * 4 a carousel of images, 5 videos. Markdown never renders raw HTML (it is dropped), and link and
 * image addresses go through react-markdown's URL filter, so a `<script>` or a `javascript:` link
 * in a notice is inert.
 */
import { Carousel, Image } from 'antd';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import type { Notice } from '../../common/shell';
import { noticePaths, noticeText } from './noticeText';

const markdownComponents: Components = {
  // Links leave the app in a new tab, without handing it a reference to this one.
  a: ({ href, children }) => (
    <a href={href || undefined} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // An image whose address the URL filter refused renders as nothing (not as <img src="">).
  img: ({ src, alt }) => (typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} /> : null),
};

export function NoticeMarkdown({ text }: { text: string }) {
  return (
    <div className="notice-markdown">
      <ReactMarkdown skipHtml components={markdownComponents}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

export function NoticeContent({ notice }: { notice: Notice }): ReactNode {
  switch (notice.notice_type) {
    case 1:
      return <p className="notice-text">{noticeText(notice)}</p>;
    case 2:
      return (
        <div className="notice-images">
          <Image.PreviewGroup>
            {noticePaths(notice).map((src) => (
              <Image key={src} src={src} alt="" width="100%" />
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
