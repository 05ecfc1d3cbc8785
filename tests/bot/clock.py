"""A clock tests move by hand (services and repositories take ``clock=``)."""

from datetime import datetime


class FakeClock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now
