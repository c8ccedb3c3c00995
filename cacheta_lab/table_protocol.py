"""The tables' message protocol and base widget under the name :mod:`cacheta_lab.room_table`
imports them by; they live in :mod:`cacheta_lab.table_base`."""

from .table_base import Action, TableWidget, number_field, one_of

__all__ = ["Action", "TableWidget", "number_field", "one_of"]
