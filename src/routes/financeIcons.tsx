/**
 * The menu icons of the finance area (finance.html), by route path: its own page's menu (src/entries) and the
 * dashboard's quick links load them; the other areas' pages do not.
 */
import {
  AccountBookOutlined,
  CalculatorOutlined,
  CreditCardOutlined,
  DollarOutlined,
  FundOutlined,
  GiftOutlined,
  HistoryOutlined,
  LaptopOutlined,
  MoneyCollectOutlined,
  PayCircleOutlined,
  PieChartOutlined,
  PlusCircleOutlined,
  ProjectOutlined,
  RedEnvelopeOutlined,
  RiseOutlined,
  SettingOutlined,
  TransactionOutlined,
  UnorderedListOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { RouteIcons } from '../shell/areaRoute';

export const financeIcons: RouteIcons = {
  '/balance/query': <WalletOutlined />,
  '/balance/charge': <PlusCircleOutlined />,
  '/balance/extract': <MoneyCollectOutlined />,
  '/balance/chargecard': <CreditCardOutlined />,
  '/balance/software': <LaptopOutlined />,
  '/balance/addedservices': <GiftOutlined />,
  '/balance/payout': <UnorderedListOutlined />,
  '/pricing/config': <CalculatorOutlined />,
  '/salary/config': <SettingOutlined />,
  '/salary/grant': <RedEnvelopeOutlined />,
  '/profit': <RiseOutlined />,
  '/struct': <PieChartOutlined />,
  '/budget': <ProjectOutlined />,
  '/costaccount': <FundOutlined />,
  '/unifycoll': <AccountBookOutlined />,
  '/colllogs': <HistoryOutlined />,
  '/unifypay': <PayCircleOutlined />,
  '/paylogs': <TransactionOutlined />,
  '/mysalary': <DollarOutlined />,
};
