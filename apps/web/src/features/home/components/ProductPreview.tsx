const INK = '#1f2937';
const MUTED = '#94a3b8';
const LINE = '#e2e8f0';
const ACCENT = '#4c6ef5';

interface MenuItemProps {
  y: number;
  label: string;
  color?: string;
  active?: boolean;
  indent?: number;
}

function MenuItem({ y, label, color = MUTED, active = false, indent = 0 }: MenuItemProps) {
  return (
    <g>
      {active ? <rect x={10} y={y - 13} width={138} height={22} rx={6} fill="#edf2ff" /> : null}
      <rect x={20 + indent} y={y - 7} width={10} height={10} rx={3} fill={color} />
      <text
        x={38 + indent}
        y={y + 2}
        fontSize={10.5}
        fill={active ? ACCENT : INK}
        fontWeight={active ? 600 : 400}
      >
        {label}
      </text>
    </g>
  );
}

/** A drawing of Hangar itself: the side menu, a project's doc and its latest log. */
export function ProductPreview() {
  return (
    <svg
      viewBox="-24 -12 608 428"
      width="100%"
      role="img"
      aria-label="Hangar showing a project's documentation page"
    >
      <defs>
        <filter id="preview-shadow" x="-8%" y="-8%" width="116%" height="124%">
          <feDropShadow dx="0" dy="10" stdDeviation="11" floodColor="#364fc7" floodOpacity="0.16" />
        </filter>
      </defs>
      <rect
        x="8"
        y="8"
        width="544"
        height="360"
        rx="14"
        fill="#fff"
        filter="url(#preview-shadow)"
      />
      <rect x="8.5" y="8.5" width="543" height="359" rx="13.5" fill="none" stroke={LINE} />

      {/* Side menu */}
      <path
        d="M22 8.5h136v359H22a13.5 13.5 0 0 1-13.5-13.5V22A13.5 13.5 0 0 1 22 8.5z"
        fill="#f8fafc"
      />
      <line x1="158" y1="8" x2="158" y2="368" stroke={LINE} />
      <rect x="20" y="22" width="22" height="22" rx="6" fill={ACCENT} />
      <text x="50" y="37" fontSize="11.5" fontWeight="700" fill={INK}>
        Northwind
      </text>
      <rect x="18" y="56" width="128" height="22" rx="6" fill="#fff" stroke={LINE} />
      <text x="28" y="70.5" fontSize="9.5" fill={MUTED}>
        Search…
      </text>
      <MenuItem y={98} label="Home" />
      <MenuItem y={122} label="Settings & Members" />
      <text x="20" y="152" fontSize="8.5" fontWeight="700" fill={MUTED} letterSpacing="0.6">
        GROUPS
      </text>
      <MenuItem y={172} label="Product" color="#845ef7" />
      <MenuItem y={194} label="Spring launch" color="#ff922b" indent={12} active />
      <MenuItem y={216} label="Mobile app" color="#20c997" indent={12} />
      <MenuItem y={238} label="Marketing" color="#f06595" />
      <MenuItem y={260} label="Operations" color="#339af0" />
      <text x="20" y="352" fontSize="8.5" fill={MUTED}>
        Version 1.0
      </text>

      {/* Top bar */}
      <line x1="158" y1="52" x2="552" y2="52" stroke={LINE} />
      <rect x="172" y="23" width="14" height="14" rx="4" fill="#ff922b" />
      <text x="194" y="34" fontSize="11" fill={INK}>
        <tspan fontWeight="600">Spring launch</tspan>
        <tspan fill={MUTED}> / Launch checklist</tspan>
      </text>
      <rect x="470" y="20" width="66" height="20" rx="6" fill={ACCENT} />
      <text x="503" y="33.5" fontSize="9.5" fontWeight="600" fill="#fff" textAnchor="middle">
        New log
      </text>

      {/* Docs tree */}
      <line x1="268" y1="52" x2="268" y2="368" stroke={LINE} />
      <text x="172" y="76" fontSize="8.5" fontWeight="700" fill={MUTED} letterSpacing="0.6">
        DOCS
      </text>
      {['Overview', 'Launch checklist', 'Press kit', 'Budget'].map((label, index) => (
        <g key={label}>
          {index === 1 ? (
            <rect x="166" y={86 + index * 22} width="96" height="20" rx="5" fill="#edf2ff" />
          ) : null}
          <text
            x={index === 2 || index === 3 ? 186 : 176}
            y={100 + index * 22}
            fontSize="10"
            fill={index === 1 ? ACCENT : INK}
          >
            {label}
          </text>
        </g>
      ))}

      {/* The doc */}
      <text x="288" y="88" fontSize="17" fontWeight="700" fill={INK}>
        Launch checklist
      </text>
      <rect x="288" y="102" width="220" height="6" rx="3" fill={LINE} />
      <rect x="288" y="116" width="240" height="6" rx="3" fill={LINE} />
      <rect x="288" y="130" width="180" height="6" rx="3" fill={LINE} />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect
            x="288"
            y={152 + row * 22}
            width="13"
            height="13"
            rx="4"
            fill={row < 2 ? '#40c057' : '#fff'}
            stroke={row < 2 ? '#40c057' : '#cbd5e1'}
          />
          {row < 2 ? (
            <path
              d={`M291 ${158.5 + row * 22}l2.5 2.5 4.5-5`}
              fill="none"
              stroke="#fff"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          ) : null}
          <rect
            x="310"
            y={155 + row * 22}
            width={[150, 120, 170][row]}
            height="6"
            rx="3"
            fill={row < 2 ? '#cbd5e1' : LINE}
          />
        </g>
      ))}

      {/* Latest log */}
      <rect x="288" y="230" width="248" height="112" rx="10" fill="#f8fafc" stroke={LINE} />
      <text x="302" y="252" fontSize="8.5" fontWeight="700" fill={MUTED} letterSpacing="0.6">
        LATEST LOG
      </text>
      <circle cx="314" cy="276" r="12" fill="#ff8787" />
      <text x="314" y="280" fontSize="9" fontWeight="700" fill="#fff" textAnchor="middle">
        AL
      </text>
      <text x="334" y="273" fontSize="10.5" fontWeight="600" fill={INK}>
        Beta build shipped to testers
      </text>
      <text x="334" y="287" fontSize="9" fill={MUTED}>
        Ada Lovelace · 2 hours ago
      </text>
      <rect x="302" y="302" width="210" height="5" rx="2.5" fill={LINE} />
      <rect x="302" y="314" width="170" height="5" rx="2.5" fill={LINE} />
      <rect x="302" y="324" width="64" height="12" rx="6" fill="#edf2ff" />
      <text x="334" y="333" fontSize="7.5" fill={ACCENT} textAnchor="middle">
        release.pdf
      </text>
    </svg>
  );
}
