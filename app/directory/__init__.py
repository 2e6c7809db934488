"""The hall directory: every serving desk announces itself on the local network by DNS-SD over
multicast DNS (RFC 6762/6763, through python-zeroconf) and finds the others.

``announcement`` says what a desk announces and reads what others announce (plain text, checked);
``desks`` keeps the list of desks found (thread-safe, with callbacks); ``mdns`` runs zeroconf. What an
announcement can do is small on purpose (security.md): a name in a list and an address to open. Joining
a desk still needs its judge code, a table device its pairing code.
"""

from .announcement import PROTOCOL, ROLES, SERVICE_TYPE, Announcement
from .desks import Desk, DeskList

__all__ = ["PROTOCOL", "ROLES", "SERVICE_TYPE", "Announcement", "Desk", "DeskList"]
