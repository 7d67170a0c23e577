#!/bin/sh
exec "$(dirname "$0")/bindings.sh" lua
