"""Operator and terminal messages: configuration, database, `tcg` commands, bot lifecycle."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Configuration (printed by `tcg run` before anything starts).
    "config.missing_token": (
        "未设置环境变量 DISCORD_TOKEN，无法连接 Discord。\n"
        "请先在 Discord 开发者后台（https://discord.com/developers/applications）创建应用并复制机器人令牌，"
        "然后设置该变量，例如：\n"
        "  Linux / macOS：export DISCORD_TOKEN=你的令牌\n"
        '  Windows PowerShell：$env:DISCORD_TOKEN="你的令牌"\n'
        "不想连接 Discord？运行 `tcg play` 即可离线对战。"
    ),
    "config.invalid_token": "Discord 拒绝了 DISCORD_TOKEN 中的令牌，请检查令牌是否正确或已被重置。",
    "config.invalid_notice_reminder": "环境变量 TCG_NOTICE_REMINDER_MINUTES 的值“{value}”无效，请填写大于 0 的分钟数。",
    "config.invalid_log_level": "环境变量 TCG_LOG_LEVEL 的值“{value}”无效，可用的值：{choices}。",
    "config.invalid_shard_count": "环境变量 TCG_SHARD_COUNT 的值“{value}”无效，请填写大于 0 的整数（机器人的分片总数）。",
    "config.invalid_shards": "环境变量 TCG_SHARDS 的值“{value}”无效，请写本进程运行的分片，例如 0-3、0,2,5 或 0-3,6。",
    "config.shards_without_count": "设置了 TCG_SHARDS（{shards}）却没有设置 TCG_SHARD_COUNT：请同时给出所有进程合计的分片总数。",
    "config.shard_out_of_range": "TCG_SHARDS 的值“{value}”超出范围：分片总数为 {count}，分片编号只能是 0 到 {last}。",
    # Database and migrations.
    "db.migrated": "数据库 {path}：版本 {old} → {new}",
    "db.up_to_date": "数据库 {path} 已是最新版本 {version}。",
    "db.wal_unavailable": "数据库 {path} 无法启用 WAL 模式（当前为 {mode}），并发性能可能较差。",
    "db.migration_bad_name": "迁移文件名“{name}”不符合格式 NNNN_名称.sql（例如 0001_init.sql）。",
    "db.migration_duplicate": "迁移编号 {version} 重复：{names}。",
    "db.migration_gap": "迁移编号不连续：期望 {expected}，却找到 {found}（{name}）。",
    "db.migration_transaction_control": (
        "迁移 {name} 含有事务控制语句 {keyword}；每个迁移已自动在独立事务中执行，请删除该语句。"
    ),
    "db.migration_incomplete": "迁移 {name} 的最后一条语句不完整（缺少结尾或括号未闭合）。",
    "db.migration_failed": "迁移 {name} 执行失败，已整体回滚，数据库仍为版本 {version}：{error}",
    "db.newer_than_code": "数据库版本 {version} 高于本程序已知的最新版本 {latest}，请升级程序后再运行。",
    "db.migrations_missing": "找不到迁移目录 {path}。",
    "db.unreachable": "无法连接数据库 {target}：{error}",
    # `tcg db copy`: a SQLite database moved into PostgreSQL.
    "db.copy_target_not_postgres": "复制的目标必须是 postgresql:// 地址，而不是“{target}”。",
    "db.copy_source_missing": "找不到要复制的 SQLite 数据库文件 {path}。",
    "db.copy_target_not_empty": "目标数据库的表 {table} 已有数据：只能复制到空数据库，未写入任何内容。",
    "db.copy_count_mismatch": "复制后行数不一致（源 → 目标）：{tables}",
    "db.copied": "已把 {source} 复制到 {target}：{tables} 张表，共 {rows} 行，各表行数一致。",
    "db.copy_replayed": "{count} 局进行中的对局按记录重放，均与快照一致。",
    "db.copy_replay_mismatch": "对局 {match_id} 按记录重放的结果与复制后的快照不一致。",
    # `tcg play`: a match in the terminal.
    "play.human": "你",
    "play.player_n": "玩家{number}",
    "play.ai": "电脑（{level}）",
    "play.vs_help": "对手：human＝同屏玩家；random＝随机电脑；ai:easy（简单）、ai:normal（普通）或 ai:hard（困难）＝会思考的电脑",
    # AI difficulty levels (engine/ai/levels.py); 困难 joins when the search AI exists.
    "ai.level.random": "随机",
    "ai.level.easy": "简单",
    "ai.level.normal": "普通",
    "ai.level.hard": "困难",
    "play.started": "{game}：{players}。随机种子 {seed}。",
    "play.board": "—— {player} 看到的局面 ——",
    "play.zone_count": "{zone}：{count} 张",
    "play.zone_cards": "{zone}：{cards}",
    "play.face_down": "（背面）",
    "play.empty": "（空）",
    "log.repeated": "{line}（×{count}）",
    "play.decision": "【{player}】{prompt}",
    "play.option": "  {number}. {label}",
    "play.how_to_answer": "请输入 {count} 个选项编号，用空格分隔{ordered}{optional}（? 查看局面）：",
    "play.ordered_hint": "，按顺序排列",
    "play.optional_hint": "，直接回车表示不选",
    "play.default_hint": "，直接回车＝{default}",
    "play.not_a_number": "“{text}”不是有效的选项编号，请输入 1 到 {count} 之间的数字。",
    "play.hand_over": "请把屏幕交给 {player}，然后按回车。",
    "play.result": "对局结束：{result}",
    "play.draw": "平局",
    "play.winner": "{winners} 获胜",
    "play.input_closed": "输入已结束，对局中止。",
    "play.stops_help": "优先权停顿：smart＝只在自己的行动步骤、对抗阶段开始和对手的东西进入堆叠时询问（默认）；every＝每次获得优先权都询问",
    "play.deck_count": "{game} 需要 {count} 副卡组，你给了 {given} 副。",
    "play.deck_unreadable": "无法读取卡组文件 {path}：{error}",
    # `tcg fuzz` and `tcg replay`.
    "fuzz.bad_option": "对局选项的格式是 名称=取值，例如 --option influence_reward=may，而不是 {text}。",
    "fuzz.failure": "第 {index} 局出错（种子 {seed}）。用下面的记录重放：tcg replay 文件",
    "fuzz.never_played": "从未打出的已实现卡牌：{count} / {total} 张：{cards}",
    "fuzz.and_more": " 等（另有 {count} 张）",
    "fuzz.none": "无",
    "replay.bad_file": "重放文件 {path} 格式不正确：{error}",
    "replay.done": "重放完成：{answers} 个回答，状态版本 {version}，结果：{result}",
    "replay.in_progress": "对局进行中",
    "replay.failed": "重放在第 {index} 个回答时失败：{error}",
    # `tcg cards`.
    "cards.classes": "卡牌数据库共 {total} 张：已实现 {implemented} 张，可实现而未实现 {playable} 张，"
                     "用到规则书未定义的术语而仅供查阅 {blocked} 张，由规则处理 {rule} 张。",
    "cards.stats": "{game}：共 {total} 张卡，已实现 {implemented} 张。",
    "cards.set_coverage": "{set}：卡表（{source}）所列 {total} 张，已实现 {implemented} 张。",
    "cards.set_missing": "  未实现：{cards}",
    "cards.set_absent": "{set}：找不到卡表 {path}，无法统计本系列的实现进度。",
    "cards.blocked_term": "  未定义术语 {term}：{count} 张",
    "cards.check_ok": "{game}：{count} 个卡牌文件全部有效。",
    "cards.check_failed": "有 {count} 个卡牌文件无效。",
    "cards.pack_ok": "{game}：卡包 {path} 全部有效。",
    "cards.pack_failed": "卡包有 {count} 处问题，有问题的文件不会被加载。",
    "cards.preview_written": "牌面已写入 {path}。",
    "cards.preview_overflow": "注意：牌面上的“{box}”文字太长，最小字号也放不下。",
    "cards.pack_problems": "{game} 的卡包有 {count} 处问题（有问题的文件未加载）：\n{problems}",
    "cards.import_unreadable": "无法读取目录文件 {path}：{error}",
    "cards.imported": "{game}：已导入 {count} 张卡（其中 {implemented} 张可用于对战）到 {path}。",
    # Errors shown by the `tcg` command.
    "cli.error": "错误：{message}",
    # Bot lifecycle.
    "bot.ready": "机器人已上线：{user}（ID {user_id}），已加入 {guilds} 个服务器。",
    "bot.extension_loaded": "已加载模块 {name}。",
    "bot.commands_synced": "已同步 {count} 个斜杠命令。",
    "bot.matches_recovered": "已恢复 {count} 场在重启前中断的对局。",
}
