import type { TransactionRecord } from '@ile/shared/contracts/admin/transactions';
import { TransactionIcon } from '../../components/icons';
import { TransactionList, TransactionShow } from './transaction-views';

export default {
  list: TransactionList,
  show: TransactionShow,
  icon: TransactionIcon,
  recordRepresentation: (transaction: TransactionRecord) => transaction.reference,
};
