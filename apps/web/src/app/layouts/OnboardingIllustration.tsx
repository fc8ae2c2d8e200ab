/** A hangar with its doors open on a team's docs, a paper plane taking off, the team around. */
export function OnboardingIllustration() {
  return (
    <svg
      viewBox="0 0 440 360"
      width="100%"
      role="img"
      aria-label="A team's projects taking off from the hangar"
    >
      <circle cx="220" cy="196" r="150" fill="#fff" opacity="0.1" />
      <circle cx="220" cy="196" r="104" fill="#fff" opacity="0.08" />
      <rect x="36" y="298" width="368" height="5" rx="2.5" fill="#fff" opacity="0.35" />

      {/* The hangar */}
      <path d="M92 300V204Q92 104 220 104Q348 104 348 204V300Z" fill="#fff" />
      <path
        d="M122 300V208Q122 134 220 134Q318 134 318 208"
        fill="none"
        stroke="#dbe4ff"
        strokeWidth="3"
      />
      <path d="M152 160Q220 120 288 160" fill="none" stroke="#edf2ff" strokeWidth="3" />
      <rect x="142" y="204" width="156" height="96" fill="#edf2ff" />
      <rect x="124" y="204" width="22" height="96" fill="#bac8ff" />
      <rect x="294" y="204" width="22" height="96" fill="#bac8ff" />
      <rect x="142" y="196" width="156" height="10" rx="3" fill="#91a7ff" />

      {/* Docs parked inside */}
      <g>
        <rect
          x="160"
          y="222"
          width="58"
          height="72"
          rx="7"
          fill="#fff"
          stroke="#bac8ff"
          strokeWidth="2"
        />
        <rect x="170" y="234" width="30" height="5" rx="2.5" fill="#5c7cfa" />
        <rect x="170" y="247" width="38" height="4" rx="2" fill="#dbe4ff" />
        <rect x="170" y="257" width="34" height="4" rx="2" fill="#dbe4ff" />
        <rect x="170" y="267" width="38" height="4" rx="2" fill="#dbe4ff" />
        <rect
          x="228"
          y="240"
          width="54"
          height="54"
          rx="7"
          fill="#fff"
          stroke="#bac8ff"
          strokeWidth="2"
        />
        <circle cx="244" cy="256" r="7" fill="#ffd43b" />
        <rect x="256" y="252" width="18" height="4" rx="2" fill="#dbe4ff" />
        <rect x="238" y="272" width="34" height="4" rx="2" fill="#dbe4ff" />
        <rect x="238" y="281" width="26" height="4" rx="2" fill="#dbe4ff" />
      </g>

      {/* A paper plane taking off */}
      <path
        d="M236 186C270 150 300 132 338 104"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <path d="M334 98L400 62L372 122L358 106Z" fill="#fff" />
      <path d="M358 106L400 62L350 112Z" fill="#dbe4ff" />

      {/* The team */}
      <g>
        <rect x="24" y="64" width="124" height="58" rx="12" fill="#fff" />
        <circle cx="50" cy="93" r="13" fill="#ff8787" />
        <circle cx="72" cy="93" r="13" fill="#69db7c" stroke="#fff" strokeWidth="3" />
        <circle cx="94" cy="93" r="13" fill="#ffa94d" stroke="#fff" strokeWidth="3" />
        <rect x="114" y="86" width="22" height="14" rx="7" fill="#edf2ff" />
      </g>

      {/* Planning */}
      <g>
        <rect x="300" y="226" width="124" height="64" rx="12" fill="#fff" />
        <circle cx="320" cy="246" r="7" fill="#40c057" />
        <path
          d="M316.5 246l2.5 2.5 4.5-5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <rect x="334" y="243" width="72" height="6" rx="3" fill="#dbe4ff" />
        <circle cx="320" cy="270" r="7" fill="none" stroke="#bac8ff" strokeWidth="2" />
        <rect x="334" y="267" width="56" height="6" rx="3" fill="#dbe4ff" />
      </g>
    </svg>
  );
}
