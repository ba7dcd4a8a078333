/** The operator's fixed details shown by the shell: footer, demo banner, after-sales contact. */

/** The ICP filing number of the site (shown in Chinese in every language, as the regulation wants). */
export const ICP_FILING_NUMBER = '粤ICP备20260001号';
/** Where the filing number links to: the MIIT filing system. */
export const ICP_FILING_URL = 'https://beian.miit.gov.cn/';
/** The supervision line printed on the demo-account banner [SHELL-14]. */
export const SUPERVISION_PHONE = '400-860-1234';
/** The after-sales hotline. */
export const SERVICE_HOTLINE = '400-860-1200';
/** First year of the copyright notice. */
export const COPYRIGHT_SINCE = 2019;
