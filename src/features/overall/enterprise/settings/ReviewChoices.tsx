/**
 * Roles or services of the shop settings as boxes to tick, each with its review state: '0' pending,
 * '-1' refused (the reason on hover and under the box), '1' approved, then held: its box cannot be
 * unticked ([SHOP-36]..[SHOP-39]).
 */
import { Checkbox, Tag, Tooltip } from 'antd';
import { isLocked, type ReviewCheck } from '../../../../common/shop';
import { useT } from '../../../../app/useT';

export interface ReviewChoice {
  id: number;
  name: string;
  check: ReviewCheck;
  comments: string;
}

const CHECK_COLOR: Record<Exclude<ReviewCheck, ''>, string> = { '0': 'processing', '-1': 'error', '1': 'success' };

export function ReviewState({ check, comments }: { check: ReviewCheck; comments: string }) {
  const t = useT();
  if (check === '') return null;
  const tag = (
    <Tag color={CHECK_COLOR[check]} className="shop-review-tag" data-check={check}>
      {t(`shop.check.${check}`)}
    </Tag>
  );
  return check === '-1' && comments ? <Tooltip title={t('shop.check.refusedWhy', { why: comments })}>{tag}</Tooltip> : tag;
}

interface ReviewChoicesProps {
  choices: readonly ReviewChoice[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  disabled?: boolean;
  id?: string;
  'aria-labelledby'?: string;
}

/**
 * Only the label reference is passed on: the form item also hands its field aria-required, which a
 * group may not carry (axe: aria-allowed-attr); the label's star and the rule say it instead.
 */
export function ReviewChoices({ choices, value = [], onChange, disabled = false, id, 'aria-labelledby': labelledBy }: ReviewChoicesProps) {
  const t = useT();
  return (
    <div className="shop-review-choices" id={id} role="group" aria-labelledby={labelledBy}>
      {choices.map((c) => {
        const locked = isLocked(c.check);
        const box = (
          <Checkbox
            checked={value.includes(c.id)}
            disabled={disabled || locked}
            onChange={(e) => onChange?.(e.target.checked ? [...value, c.id] : value.filter((v) => v !== c.id))}
          >
            {c.name}
          </Checkbox>
        );
        return (
          <div key={c.id} className="shop-review-choice" data-choice={c.id}>
            {locked ? <Tooltip title={t('shop.check.lockedTip')}>{box}</Tooltip> : box}
            <ReviewState check={c.check} comments={c.comments} />
            {c.check === '-1' && c.comments ? <div className="shop-review-why">{t('shop.check.refusedWhy', { why: c.comments })}</div> : null}
          </div>
        );
      })}
    </div>
  );
}
