import type { RaRecord } from 'react-admin';
import { TransactionIcon } from '../../components/icons';
import { TransactionList, TransactionShow } from './transaction-views';

export default {
  list: TransactionList,
  show: TransactionShow,
  icon: TransactionIcon,
  recordRepresentation: (record: RaRecord) => record.reference,
};
